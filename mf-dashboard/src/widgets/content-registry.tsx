import type { ContentItem } from '@portal/unit-catalog';
import type { UnitMetadata } from '@portal/web-kit';
import type { ComponentType } from 'react';
import { ActivityScreenContent } from './activity-screen/activity-screen-content.js';
import { BufferTankContent } from './buffer-tank/buffer-tank-content.js';
import type { ContentProps } from './content-props.js';
import { EnergyFlowContent } from './energy-flow/energy-flow-content.js';
import { HeatingCurveContent } from './heating-curve/heating-curve-content.js';
import { ImageContent } from './image/image-content.js';
import { RingsContent } from './rings/rings-content.js';
import { TableContent } from './table/table-content.js';
import { TextContent, hasValueInput, textContentKey } from './text/text-content.js';
import { TimeProgramContent } from './time-program/time-program-content.js';

type Registry = { [T in ContentItem['type']]: ComponentType<ContentProps<T>> };

/** The component for each content type of spec 3. */
export const contentComponents: Registry = {
  text: TextContent,
  image: ImageContent,
  dachs2Buffertank: BufferTankContent,
  activityScreen: ActivityScreenContent,
  table: TableContent,
  timeProgram: TimeProgramContent,
  heizkurve: HeatingCurveContent,
  rings: RingsContent,
  energyflow: EnergyFlowContent,
};

export function ContentView(props: ContentProps) {
  const Component = contentComponents[props.content.type] as ComponentType<ContentProps>;
  return <Component {...props} />;
}

/** Contents the user can change: value rows with an input, and editable time programs (spec 6). */
export function isEditable(content: ContentItem, meta: UnitMetadata): boolean {
  if (content.type === 'timeProgram') return content.editable === true;
  if (content.type !== 'text') return false;
  const key = textContentKey(content);
  return key !== null && hasValueInput(content, meta.dataPoint(key));
}
