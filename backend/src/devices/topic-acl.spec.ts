import { describe, expect, it } from '@jest/globals';
import { unitMayPublish, unitMaySubscribe } from './topic-acl.js';

describe('unit topic ACL', () => {
  it('lets a unit publish its own state, values, archive and errors and answer on its reply topics', () => {
    for (const leaf of ['state', 'values', 'archive', 'errors'])
      expect(unitMayPublish('52001', `units/52001/${leaf}`)).toBe(true);
    expect(unitMayPublish('52001', 'portal/abc123/rpc/52001')).toBe(true);
  });

  it("refuses answers on another unit's reply topic or on the instance's bare topic", () => {
    expect(unitMayPublish('52001', 'portal/abc123/rpc/52002')).toBe(false);
    expect(unitMayPublish('52001', 'portal/abc123/rpc')).toBe(false);
    expect(unitMayPublish('52001', 'portal/+/rpc/52001')).toBe(false);
    expect(unitMayPublish('52001', 'portal/abc123/rpc/52001/x')).toBe(false);
  });

  it("refuses other units' topics, its own rpc topic and anything else", () => {
    expect(unitMayPublish('52001', 'units/52002/values')).toBe(false);
    expect(unitMayPublish('52001', 'units/52001/rpc')).toBe(false);
    expect(unitMayPublish('52001', 'units/52001/values/extra')).toBe(false);
    expect(unitMayPublish('52001', '#')).toBe(false);
  });

  it('lets a unit subscribe only to its own rpc topic', () => {
    expect(unitMaySubscribe('52001', 'units/52001/rpc')).toBe(true);
    expect(unitMaySubscribe('52001', 'units/+/rpc')).toBe(false);
    expect(unitMaySubscribe('52001', 'units/52002/rpc')).toBe(false);
    expect(unitMaySubscribe('52001', '#')).toBe(false);
  });
});
