#import "NoteTextView.h"

@implementation NoteTextView

- (void)awakeFromNib {
    [super awakeFromNib];
    self.textColor = UIColor.darkGrayColor;
    self.backgroundColor = UIColor.whiteColor;
}

@end
