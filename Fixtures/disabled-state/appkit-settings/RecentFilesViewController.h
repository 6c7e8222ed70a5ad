#import <Cocoa/Cocoa.h>

@interface RecentFilesViewController : NSViewController
@end
