import type { Room } from './live-delivery.js';

/** Who is in which room: a delivery touches only the members of its room. */
export class Rooms<Member> {
  private readonly members = new Map<Room, Set<Member>>();

  join(room: Room, member: Member): void {
    let set = this.members.get(room);
    if (!set) this.members.set(room, (set = new Set()));
    set.add(member);
  }

  leave(room: Room, member: Member): void {
    const set = this.members.get(room);
    if (!set?.delete(member)) return;
    if (set.size === 0) this.members.delete(room);
  }

  of(room: Room): ReadonlySet<Member> {
    return this.members.get(room) ?? noMembers;
  }

  /** How many rooms have members: empty rooms are dropped, so this stays bounded by the sockets. */
  get size(): number {
    return this.members.size;
  }
}

const noMembers: ReadonlySet<never> = new Set();
