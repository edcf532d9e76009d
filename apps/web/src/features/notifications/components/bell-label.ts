/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
