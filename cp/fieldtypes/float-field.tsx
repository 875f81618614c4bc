import { NumberInput } from './number-input';
import type { FieldProps } from './types';

/** Statamic's `float`. */
export function FloatField(props: FieldProps<number | null>) {
  return <NumberInput {...props} integer={false} />;
}
