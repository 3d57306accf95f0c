// A QR code of a screen's URL, so a TV's browser or a phone can open it without typing the key.
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useT } from '../../../shared/i18n/use-t'

export function ScreenQr({ url, label }: { url: string; label: string }) {
  const { t } = useT()
  const [image, setImage] = useState<string>()
  useEffect(() => {
    let current = true
    QRCode.toDataURL(url, { margin: 1, width: 180, errorCorrectionLevel: 'M' }).then(
      (data) => current && setImage(data),
      () => current && setImage(undefined),
    )
    return () => {
      current = false
    }
  }, [url])
  return image ? <img className="screen-qr" src={image} alt={t('console.screens.card.qrAlt', { screen: label })} width={180} height={180} /> : null
}
