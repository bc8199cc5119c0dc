import { notifications } from '@mantine/notifications';

/** The toast's close button says what it does (axe 'button-name': Mantine leaves it unnamed). */
export const closeButtonProps = { 'aria-label': 'Close the message' };

/** Toasts (spec 000 §9: they last TOAST_DURATION_MS, set once on <Notifications>). */
export const notifyError = (message: string, title = 'Error'): void => {
  notifications.show({ title, message, color: 'red', withBorder: true, closeButtonProps });
};

export const notifySuccess = (message: string, title?: string): void => {
  notifications.show({ title, message, color: 'forest', withBorder: true, closeButtonProps });
};
