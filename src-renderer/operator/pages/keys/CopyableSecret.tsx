// A secret shown once, in a read-only box with a Copy button; where the clipboard is refused (a LAN browser without HTTPS, the desktop's locked permissions) the text is selected for Ctrl+C.
import { useRef, useState } from 'react'
import { useT } from '../../../shared/i18n/use-t'

export function CopyableSecret({ label, value }: { label: string; value: string }) {
  const { t } = useT()
  const input = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'select'>('idle')
  const select = () => {
    input.current?.focus()
    input.current?.select()
  }
  const copyIt = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(value)
      setCopy('copied')
    } catch {
      select()
      setCopy('select')
    }
  }
  return (
    <div className="stack copyable-secret">
      <div className="row">
        <label className="secret-box">
          {label}
          <input ref={input} readOnly value={value} spellCheck={false} onFocus={(focus) => focus.target.select()} />
        </label>
        <button type="button" onClick={() => void copyIt()}>
          {t('console.keys.copy')}
        </button>
      </div>
      <span role="status" className={copy === 'select' ? 'field-problem' : 'muted'}>
        {copy === 'copied' && t('console.keys.copied')}
        {copy === 'select' && t('console.keys.copySelected')}
      </span>
    </div>
  )
}
