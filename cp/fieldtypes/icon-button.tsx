/** A compact button showing only an icon; its name is the label (also its tooltip). */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from './icons';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  label: string;
  icon: IconName;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, className, ...rest }: IconButtonProps) {
  return (
    <button type="button" {...rest} className={`cp-icon-button${className ? ` ${className}` : ''}`} aria-label={label} title={label}>
      <Icon name={icon} />
    </button>
  );
}
