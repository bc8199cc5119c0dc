import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { notifySuccess } from '../lib/notify';
import { CancelOrderModal, type OrderKind } from './components/cancel-order-modal';

/** What the toast says once the order is cancelled. */
const CANCELLED: Record<OrderKind, string> = { bid: 'Your bid was cancelled.', offer: 'The offer is cancelled.' };

type Options<Order> = {
  kind: OrderKind;
  /** Cancels the order with a live password token. */
  cancel: (order: Order, passwordToken: string) => Promise<unknown>;
  /** After the toast: refresh the lists, leave the edit screen. */
  onCancelled: (order: Order) => unknown;
};

/**
 * Cancelling a bid or an offer, from its edit screen or a row of its list (spec 001 §2, §4, §8):
 * `ask(order)` opens 'Cancel bid?' / 'Cancel offer?' (the password when no token is live); a
 * failure closes it and shows its error in `alert`, placed at the top, and scrolls up to it.
 * Render `alert` first and `modal` anywhere.
 */
export function useCancelOrder<Order>({ kind, cancel, onCancelled }: Options<Order>): {
  ask: (order: Order) => void;
  alert: ReactNode;
  modal: ReactNode;
} {
  const [order, setOrder] = useState<{ value: Order } | null>(null);
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const close = () => setOrder(null);
  return {
    ask: (value) => {
      setFailure(null);
      setOrder({ value });
    },
    alert: failure && <CancelFailure key={failure.at} message={failure.message} onClose={() => setFailure(null)} />,
    modal: (
      <CancelOrderModal
        kind={kind}
        opened={order !== null}
        onClose={close}
        cancel={(passwordToken) => (order ? cancel(order.value, passwordToken) : Promise.resolve())}
        onCancelled={async () => {
          close();
          notifySuccess(CANCELLED[kind]);
          if (order) await onCancelled(order.value);
        }}
        onFailed={(message) => setFailure({ message, at: Date.now() })}
      />
    ),
  };
}

/** spec 001 §8: 'the error is shown at the top and the page scrolls to the top'; in a list lower down the page, up to the error. */
function CancelFailure({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    window.scrollTo({ top: top < window.innerHeight / 2 ? 0 : top - 16, behavior: 'smooth' });
  }, []);
  return (
    <Alert ref={ref} color="red" role="alert" withCloseButton onClose={onClose}>
      {message}
    </Alert>
  );
}
