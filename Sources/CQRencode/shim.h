// libqrencode (Debian's libqrencode-dev): QRcode_encodeString and QRcode_free, for the Share tab's QR code.
#include <qrencode.h>
