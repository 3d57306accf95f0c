// Calls `onWidth` when an element's width changes (the window, or a neighbour that changed); a new height alone is the
// fitting's own doing and is ignored. Answers the function that stops watching.
export function observeWidth(element: HTMLElement, onWidth: () => void): () => void {
  let width = element.clientWidth
  const observer = new ResizeObserver(() => {
    if (element.clientWidth === width) return
    width = element.clientWidth
    onWidth()
  })
  observer.observe(element)
  return () => observer.disconnect()
}
