// Test support: jsdom has no PointerEvent, so fireEvent.pointerDown would lose pointerType,
// button and clientY. A MouseEvent carrying the pointer fields is enough for React's handlers.
export function installPointerEvents(): void {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}
