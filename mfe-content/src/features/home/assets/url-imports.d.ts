// `import url from './file.webp?url'`: webpack emits the file and gives its URL (tools/webpack/common.js).
declare module '*?url' {
  const url: string;
  export default url;
}
