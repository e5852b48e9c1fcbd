import {READER_NAME_REQUIRED, CODE_LENGTH} from './src/shared/schemas/reader-auth'; console.log(READER_NAME_REQUIRED, CODE_LENGTH);
