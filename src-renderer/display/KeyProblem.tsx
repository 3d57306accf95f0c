// The full-screen page of a screen that cannot show anything: no key in its address, or a key the server refuses.
export function KeyProblem({ problem }: { problem: 'no-key' | 'invalid-key' }) {
  return (
    <div className="screen" data-view="key-problem">
      <div className="stage stage-centred key-problem" role="alert">
        {problem === 'invalid-key' ? (
          <>
            <h1>This screen key is not valid</h1>
            <p>The key in this screen&rsquo;s address was changed or the screen was removed.</p>
            <p>Open the address shown for this screen on the operator&rsquo;s Screens page.</p>
          </>
        ) : (
          <>
            <h1>This screen has no key</h1>
            <p>Open the address shown for this screen on the operator&rsquo;s Screens page: /display?key=…</p>
          </>
        )}
      </div>
    </div>
  )
}
