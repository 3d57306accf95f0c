// The Players page's search: names containing the text (ignoring case and accents), or a robot IP starting with it.
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export function matchesSearch(user: { name: string; robot_ip: string }, search: string): boolean {
  const wanted = folded(search.trim())
  if (wanted === '') return true
  return folded(user.name).includes(wanted) || user.robot_ip.startsWith(search.trim())
}
