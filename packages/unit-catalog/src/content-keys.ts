import { dataPointKey } from './keys.js';
import type { ContentItem } from './schema.js';

// Which keys and screen texts a content item uses. Kept apart from the catalog data so browsers can
// import it (`@portal/unit-catalog/content-keys`) without bundling every unit kind.

/** Every data point key (without index) a content item reads, so a page can request exactly those. */
export function contentKeys(content: ContentItem): string[] {
  const keys: string[] = [];
  if (content.board !== undefined && content.dataPoint !== undefined)
    keys.push(dataPointKey(content.board, content.dataPoint));
  if (content.board !== undefined)
    for (const name of content.dataPoints ?? []) keys.push(dataPointKey(content.board, name));
  switch (content.type) {
    case 'dachs2Buffertank': {
      const p = content.parameters;
      keys.push(...p.sensorKeys);
      if (p.flowKey) keys.push(p.flowKey);
      if (p.returnKey) keys.push(p.returnKey);
      break;
    }
    case 'activityScreen':
      keys.push(content.parameters.startsKey, content.parameters.timeOfDayKey);
      break;
    case 'table':
      for (const row of content.parameters.rows) for (const k of row.keys) if (k !== null) keys.push(k);
      break;
    case 'timeProgram': {
      const p = content.parameters;
      for (let n = 1; n <= p.count; n += 1)
        keys.push(dataPointKey(content.board ?? '', `${p.prefix}${n}${p.suffix}`));
      if (p.customValueSetting) keys.push(p.customValueSetting);
      break;
    }
    case 'heizkurve': {
      const { variant: _variant, ...refs } = content.parameters;
      keys.push(...Object.values(refs));
      break;
    }
    case 'rings':
      keys.push(...content.parameters.rings.map((r) => r.key));
      break;
    case 'energyflow': {
      const { batteryEnabled: _enabled, ...refs } = content.parameters;
      for (const k of Object.values(refs)) if (typeof k === 'string') keys.push(k);
      break;
    }
    case 'text':
    case 'image':
      break;
  }
  return keys;
}

/** Every translationsScreen key a content item uses. */
export function contentTextKeys(content: ContentItem): string[] {
  switch (content.type) {
    case 'image':
      return [content.parameters.alt];
    case 'activityScreen':
    case 'timeProgram':
      return content.parameters.activityNames;
    case 'table':
      return [
        ...content.parameters.columns.map((c) => c.label),
        ...content.parameters.rows.map((r) => r.label),
      ];
    case 'rings':
      return content.parameters.rings.map((r) => r.label);
    default:
      return [];
  }
}
