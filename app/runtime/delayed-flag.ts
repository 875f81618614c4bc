/**
 * A flag that turns on only when its input has stayed on for `delayMs`, and off at once: the
 * page-loading announcement stays silent for navigations that finish quickly.
 */
export class DelayedFlag {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private value = false;

  constructor(
    private readonly delayMs: number,
    private readonly onChange: (value: boolean) => void,
  ) {}

  set(input: boolean): void {
    if (input) {
      if (this.value || this.timer !== undefined) return;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.update(true);
      }, this.delayMs);
      return;
    }
    this.dispose();
    this.update(false);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private update(value: boolean): void {
    if (this.value === value) return;
    this.value = value;
    this.onChange(value);
  }
}
