#import <Cocoa/Cocoa.h>

@interface NoticeWindowController : NSWindowController
@end
