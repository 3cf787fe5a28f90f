import type { Room } from './live-delivery.js';

/** Who is in which room: a delivery touches only the members of its room. */
export class Rooms<Member> {
  private readonly members = new Map<Room, Set<Member>>();

  /** Answers whether the room was empty before: its first member (time to watch it). */
  join(room: Room, member: Member): boolean {
    let set = this.members.get(room);
    const first = !set;
    if (!set) this.members.set(room, (set = new Set()));
    set.add(member);
    return first;
  }

  /** Answers whether the room is empty now that its last member left (time to stop watching it). */
  leave(room: Room, member: Member): boolean {
    const set = this.members.get(room);
    if (!set?.delete(member)) return false;
    if (set.size > 0) return false;
    this.members.delete(room);
    return true;
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
