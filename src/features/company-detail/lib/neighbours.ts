/** The ids before and after `id` in the list on screen, if it is in it. */
export function neighbours(
  list: readonly { id: number }[],
  id: number | null,
): { previous: number | undefined; next: number | undefined } {
  const index = id === null ? -1 : list.findIndex((item) => item.id === id);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: list[index - 1]?.id, next: list[index + 1]?.id };
}
