/** The meetings feature's query keys. */
export const meetingKeys = {
  all: ['meetings'] as const,
  slots: (from: string, to: string) => [...meetingKeys.all, 'slots', from, to] as const,
  staff: () => [...meetingKeys.all, 'staff'] as const,
};
