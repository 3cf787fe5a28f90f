// The react-bootstrap components that only remotes use. Imported here so the shell provides them
// from its one react-bootstrap chunk: a remote then downloads no second copy of react-bootstrap
// (scripts/bundle-chunks.test.mjs checks that every component a remote shares is listed).
import 'react-bootstrap/ButtonGroup';
import 'react-bootstrap/CloseButton';
import 'react-bootstrap/Collapse';
import 'react-bootstrap/InputGroup';
import 'react-bootstrap/ListGroup';
import 'react-bootstrap/Nav';
import 'react-bootstrap/Pagination';
import 'react-bootstrap/ProgressBar';
import 'react-bootstrap/Tab';
import 'react-bootstrap/Table';
import 'react-bootstrap/Tabs';
import 'react-bootstrap/ToggleButton';
import 'react-bootstrap/ToggleButtonGroup';
