#import <Cocoa/Cocoa.h>

@interface ExportWindowController : NSWindowController
@end
