// Jest maps every stylesheet import here: tests assert on behaviour, not on CSS.
export default {};
