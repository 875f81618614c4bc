import { pickerField } from './assets';

export const terms = pickerField('terms', 'max_items');
