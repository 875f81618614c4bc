import { NumberInput } from './number-input';
import type { FieldProps } from './types';

/** Statamic's `integer`. */
export function IntegerField(props: FieldProps<number | null>) {
  return <NumberInput {...props} integer />;
}
