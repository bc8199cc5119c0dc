import { Paper } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './disclosure-panel.module.css';

interface DisclosurePanelProps {
  /** Renders the button; spread the given props on it (they carry aria-expanded, aria-controls and the handlers). */
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  width?: number;
  /** Also open while the pointer rests on it (a nav dropdown on a wide screen). */
  openOnHover?: boolean;
}

/**
 * A button that shows a panel below it (the WAI disclosure pattern): Escape or a click elsewhere
 * closes it, and so does following a link inside. Used instead of Mantine's Menu and Popover in
 * the headers, which would bring the floating-ui positioning library into the first download.
 */
export function DisclosurePanel({ trigger, children, align = 'start', width, openOnHover = false }: DisclosurePanelProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const openedByHoverAt = useRef(0);
  const id = useId();
  // The pointer that opened it by hovering goes on to click: that click must not close it again.
  const toggle = () => setOpen((value) => (value && Date.now() - openedByHoverAt.current < 500 ? true : !value));
  const hoverOpen = () => {
    if (!open) openedByHoverAt.current = Date.now();
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={classes.root}
      onMouseEnter={openOnHover ? hoverOpen : undefined}
      onMouseLeave={openOnHover ? () => setOpen(false) : undefined}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: toggle })}
      <Paper
        id={id}
        hidden={!open}
        shadow="md"
        p="xs"
        withBorder
        className={`${classes.panel} ${classes[align]}`}
        w={width}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </Paper>
    </div>
  );
}
