// A package a Docusaurus site's component imports that this checkout lacks (the compat harness reports
// which): the page still renders; calling it says why it does nothing.
export default function missingPackage(): never {
  throw new Error('这个站点组件依赖的软件包没有安装（见兼容检查的报告）');
}
