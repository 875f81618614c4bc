import { pickerField } from './assets';

export const entries = pickerField('entries', 'max_items');
