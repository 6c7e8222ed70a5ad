#import <Cocoa/Cocoa.h>

@interface PathsWindowController : NSWindowController
@end
