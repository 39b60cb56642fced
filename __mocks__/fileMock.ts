// Jest maps image and font imports here; the string stands in for the asset URL.
export default 'test-file-stub';
