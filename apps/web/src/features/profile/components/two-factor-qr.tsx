import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The otpauth:// address as a QR code image, drawn in the browser (the secret never leaves it). */
export function TwoFactorQr({ totpURI }: { totpURI: string }) {
  const qr = useQuery({
    queryKey: ['two-factor-qr', totpURI],
    queryFn: async () => {
      const { toDataURL } = await import('qrcode');
      return toDataURL(totpURI, { margin: 1, width: 192, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  if (!qr.data) return <Skeleton className="size-48" />;
  return (
    <img
      src={qr.data}
      width={192}
      height={192}
      alt="QR code to add this account to your authenticator app"
      className="size-48 rounded-lg border border-slate-200"
    />
  );
}

/** The base32 secret inside an otpauth:// address, for typing into an app by hand. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
