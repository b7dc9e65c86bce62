/** The part of SaxonJS (which ships no types) that the e-invoice rule checks use. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetText: string;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}
