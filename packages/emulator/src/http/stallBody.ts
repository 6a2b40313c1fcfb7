/**
 * The `stallBody` fault: the same status and headers at once, then the first half of the body, then
 * nothing until `after` ms have passed (the rest follows) or, with `true`, ever. The length header is
 * dropped so the body goes out chunked. A stream that is cancelled (client gone, server closed)
 * stops its timer.
 */
export function stallBody(response: Response, after: true | number): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      const half = Math.floor(bytes.byteLength / 2);
      controller.enqueue(bytes.subarray(0, half));
      if (after === true) return;
      timer = setTimeout(() => {
        controller.enqueue(bytes.subarray(half));
        controller.close();
      }, after);
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
