/** Installs Debian's `pkg` when `binary` is missing and we run as root; otherwise explains and exits. */
export function ensurePackage(binary: string, pkg: string, envName: string): void;
