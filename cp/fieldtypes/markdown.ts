import { stringField } from './text';

export const markdown = stringField('markdown');
