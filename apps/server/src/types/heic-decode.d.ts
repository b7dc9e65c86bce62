/** heic-decode ships no types: the part the photo upload uses (libheif in WebAssembly). */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: Buffer | ArrayBuffer }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Buffer | ArrayBuffer }): Promise<HeifImage[]>;
  }
  export default decode;
}
