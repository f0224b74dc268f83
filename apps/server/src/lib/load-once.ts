/**
 * A package loaded with its first use instead of at every start (pdf-lib, sharp, the WebAuthn library: ADR 333,
 * 340): `load` runs on the first call, and every call answers that same promise.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}
