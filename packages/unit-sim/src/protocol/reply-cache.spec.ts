import { ReplyCache } from './reply-cache.js';

describe('ReplyCache', () => {
  it('remembers replies by id, bounded by count and age', () => {
    let now = 0;
    const cache = new ReplyCache<string>(3, 1000, () => now);
    for (const id of ['a', 'b', 'c', 'd']) cache.set(id, `reply ${id}`);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBe('reply d');
    expect(cache.size).toBe(3);
    now = 1500;
    expect(cache.get('b')).toBeUndefined();
    cache.set('e', 'reply e');
    expect(cache.size).toBe(1);
  });
});
