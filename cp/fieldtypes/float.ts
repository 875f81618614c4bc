import { numberField } from './integer';

export const float = numberField('float', false);
