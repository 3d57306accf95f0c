// The small sign in a corner while the screen has lost the server; it goes as soon as the screen is back.
export function OfflineSign() {
  return (
    <div className="offline-sign" role="status" data-testid="offline">
      <span className="offline-dot" aria-hidden="true" />
      offline — reconnecting
    </div>
  )
}
