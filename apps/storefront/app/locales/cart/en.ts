export default {
  placeholder: "",
};
