import { stringField } from './text';

export const textarea = stringField('textarea');
