import { useState } from 'react';

interface ProductImageProps {
  src: string | null;
  className: string;
  size: number;
  lazy?: boolean;
}

/**
 * A product's picture, or a plain placeholder of the same size when there is none or it fails to
 * load (offline, blocked, gone): never the browser's broken-image icon.
 */
export function ProductImage({ src, className, size, lazy = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || src === failedSrc) return <span className={`${className} image-placeholder`} data-testid="image-placeholder" aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
