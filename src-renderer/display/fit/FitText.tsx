// A name on a venue screen, whole: wrapped on up to two lines (one with lines={1}), then made smaller down to the floor.
import { useRef, type ElementType } from 'react'
import { useFit } from './use-fit'

export function FitText({ text, className = '', as: Tag = 'span', lines = 2, testId }: { text: string; className?: string; as?: ElementType; lines?: 1 | 2; testId?: string }) {
  const ref = useRef<HTMLElement>(null)
  useFit(ref, text)
  return (
    <Tag ref={ref} className={`fit${lines === 1 ? ' fit-one-line' : ''} ${className}`} data-testid={testId}>
      {text}
    </Tag>
  )
}
