#import "NoticeWindowController.h"
#import "Layout.h"

@implementation NoticeWindowController

// The nib's name goes through a helper: NoticeWindow or NoticeWindow-RTL.
- (instancetype)init {
    self = [super initWithWindowNibName:[Layout variantOf:@"NoticeWindow"]];
    return self;
}

@end
