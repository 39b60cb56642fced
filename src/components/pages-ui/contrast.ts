// Side-effect module: the pages import '@/components/pages-ui/contrast' (jest maps an
// '@/...scss' path to the real file before its style mock, a relative one to the mock).
import './contrast.scss';
