// Stylesheets are bundled by webpack (css-loader + MiniCssExtractPlugin); importing one has no value.
declare module '*.css';
