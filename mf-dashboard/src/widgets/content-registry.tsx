import type { ContentItem } from '@portal/unit-catalog';
import type { ComponentType } from 'react';
import { ActivityScreenContent } from './activity-screen/activity-screen-content.js';
import { BufferTankContent } from './buffer-tank/buffer-tank-content.js';
import type { ContentProps } from './content-props.js';
import { EnergyFlowContent } from './energy-flow/energy-flow-content.js';
import { HeatingCurveContent } from './heating-curve/heating-curve-content.js';
import { ImageContent } from './image/image-content.js';
import { RingsContent } from './rings/rings-content.js';
import { TableContent } from './table/table-content.js';
import { TextContent } from './text/text-content.js';
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

/** Contents the user can change: marked editable, of a writable data point where there is one. */
export function isEditable(content: ContentItem, writable: (key: string) => boolean): boolean {
  if (!content.editable) return false;
  if (content.type === 'text' && content.board && content.dataPoint)
    return writable(`${content.board}.${content.dataPoint}`);
  return content.type === 'timeProgram' || content.type === 'text' || content.type === 'table';
}
