import { useStepperTexts } from './input-text.js';
import { StepperField, type StepperFieldProps } from './stepper-field.js';
import type { EditErrorKey } from './validation.js';

// The stepper field as a widget's value inputs (numbers, times) use it: edit error keys, and the
// inputs' texts for the errors and the two step buttons.

export type EditStepperFieldProps = Omit<
  StepperFieldProps<EditErrorKey>,
  keyof ReturnType<typeof useStepperTexts>
>;

export function EditStepperField(props: EditStepperFieldProps) {
  const stepperTexts = useStepperTexts(props.label);
  return <StepperField<EditErrorKey> {...props} {...stepperTexts} />;
}
